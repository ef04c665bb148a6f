// Loaded into a measured server with `--import` (bench/memory.mjs): on SIGUSR2 the process writes
// where its memory is, as one line on stderr. Nothing else changes in the server.
process.on('SIGUSR2', () => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `memory-report ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
  );
});
