export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): { executablePath: string; args: string[] };
