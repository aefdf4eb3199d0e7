// The console's server renderer in a process of its own (console-renderer.ts): a render takes tens
// of milliseconds of CPU, which must never hold the event loop that answers searches, and it runs
// in the visitor's time zone (process.env.TZ, which only a process of its own may change). Pages
// render one at a time: the console keeps its session, language and query client in module state.
const { renderPage } = await import(process.argv[2]);
let previous = Promise.resolve();

process.on('message', ({ id, request }) => {
  previous = previous.then(async () => {
    let result;
    try {
      // A page whose visitor was already served plain is not rendered at all.
      result = Date.now() > request.deadline ? { html: null, reason: 'too slow' } : await renderPage(request);
    } catch (error) {
      result = { html: null, reason: `failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    process.send?.({ id, result });
  });
});
// The server is gone: so is its renderer.
process.on('disconnect', () => process.exit(0));
