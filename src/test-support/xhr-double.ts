/** An XMLHttpRequest double for uploads: plays a scripted progress and answer. */
export interface XhrScript {
  /** Upload progress events to fire, [loaded, total]. */
  progress?: [number, number][];
  status: number;
  body?: unknown;
  /** Fire a network error instead of a response. */
  networkError?: boolean;
}

/** Replaces XMLHttpRequest (in a browser or in Node) with one that plays `script`; records what was sent. */
export function fakeXhr(script: XhrScript): { sent: { url: string; form: FormData }[]; restore: () => void } {
  const had = 'XMLHttpRequest' in globalThis;
  const Original = globalThis.XMLHttpRequest;
  const sent: { url: string; form: FormData }[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string): void {
      this.url = url;
    }
    setRequestHeader(): void {}
    abort(): void {
      this.onabort?.();
    }
    send(form: FormData): void {
      sent.push({ url: this.url, form });
      void (async () => {
        for (const [loaded, total] of script.progress ?? []) {
          await new Promise((r) => setTimeout(r, 30));
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
        await new Promise((r) => setTimeout(r, 30));
        if (script.networkError) {
          this.onerror?.();
          return;
        }
        this.status = script.status;
        this.responseText = JSON.stringify(script.body ?? {});
        this.onload?.();
      })();
    }
  }
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  const restore = (): void => {
    if (had) globalThis.XMLHttpRequest = Original;
    else delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  };
  return { sent, restore };
}
