/**
 * Debian's Chromium as every browser test and figure launches it: headless, as root, with
 * nothing fetched from the network (test tools cannot download browsers on these machines).
 * `extraArgs` are added to the common switches.
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
