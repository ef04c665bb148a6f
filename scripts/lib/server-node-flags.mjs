// The flags every start path gives the server's Node: `npm start`, the release's start script (so
// the systemd unit and the container), the bench, and the tests that run the server as a process.
export const serverNodeFlags = [
  // The server gives its spare heap back when visitors stop (decision 112).
  '--expose-gc',
  // Young generation of 8 MB semi-spaces, not Node 24's 64 MB: a collection during a large
  // import then copies at most 8 MB: shorter pauses under load (decision 126).
  '--max-semi-space-size=8',
  '--enable-source-maps',
];
