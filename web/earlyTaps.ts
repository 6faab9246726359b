// A server-rendered page shows its buttons before the app's code has arrived: on a phone on 4G, seconds
// in which a tap on the menu button did nothing and was lost. The page holds such taps (this script,
// inlined in its head, allowed by its hash in the CSP) and the app has them clicked again once it owns
// the page. Links and forms need no help: the browser follows and submits them itself.

declare global {
  interface Window {
    /** Stops holding taps and clicks again each button tapped (a button tapped twice in a row, once). */
    encaixeEarlyTaps?: () => void;
  }
}

/** Plain JavaScript, sent as it is: its text is what the CSP's hash is taken of. */
export const earlyTapsScript =
  "(()=>{const buttons=[];" +
  "const hold=(event)=>{const button=event.target instanceof Element&&event.target.closest('#root button[type=button]');" +
  "if(button&&buttons.at(-1)!==button)buttons.push(button)};" +
  "document.addEventListener('click',hold,true);" +
  "window.encaixeEarlyTaps=()=>{document.removeEventListener('click',hold,true);delete window.encaixeEarlyTaps;" +
  "for(const button of buttons)if(button.isConnected&&!button.disabled)button.click()}})()";

/** Run once React owns the page (a page the browser drew has none to replay). */
export const replayEarlyTaps = () => window.encaixeEarlyTaps?.();
