// Google's sign-in window lands here with the ID token in the fragment: hand it to the
// page that opened the window (same origin only) and close.
if (window.opener) {
  window.opener.postMessage({ type: 'referent-google', hash: window.location.hash }, window.location.origin);
}
window.close();
