/**
 * The live preview's change announcements (scripts/dev.ts), as server-sent events that the page's
 * DevReload listens to. They are served by the preview's own server, at a path of the page's origin:
 * a page opened from another machine (`pagewright start --host 0.0.0.0`, a container's one published
 * port) reaches them where it reached the page.
 */
import type http from 'node:http';

/** Where the page asks for them (a path: the page's own host and port). */
export const DEV_EVENTS_PATH = '/__docs-dev/events';

export interface DevEvents {
  /** Answers a request for the stream; false when `req` is not one. */
  serve: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Tells every open page that `file` changed. */
  tell: (file: string) => void;
}

export function devEvents(): DevEvents {
  const clients = new Set<http.ServerResponse>();
  let lastChange = 0;
  return {
    serve(req, res) {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== DEV_EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('retry: 1000\n\n');
      // A page that connects after a change (it was loading or hydrating when it happened) would
      // miss it: tell every new connection when the last change was, the page compares it with its load time.
      res.write(`event: hello\ndata: ${JSON.stringify({ lastChange })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    tell(file) {
      lastChange = Date.now();
      for (const c of clients) c.write(`data: ${JSON.stringify({ file })}\n\n`);
    },
  };
}
