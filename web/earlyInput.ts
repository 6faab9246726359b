// A server-rendered page shows its buttons, fields and filters before the app's code has arrived: on a phone
// on 4G, seconds in which a tap on the menu button did nothing and was lost, and an area chosen among the
// filters stayed on screen without ever filtering. The page holds what is done meanwhile (this script, inlined
// in its head, allowed by its hash in the CSP) and, once the app owns the page, does it again: each button
// clicked, each select and field told of its change. Links and forms need no help: the browser follows and
// submits them itself.

declare global {
  interface Window {
    /** Stops holding and does again what was held, in order (a run of the same event on one element, once). */
    encaixeEarlyInput?: () => void;
  }
}

/** Plain JavaScript, sent as it is: its text is what the CSP's hash is taken of. */
export const earlyInputScript =
  "(()=>{const held=[];" +
  "const targets={click:'#root button[type=button]',change:'#root select',input:'#root input,#root textarea'};" +
  "const hold=(event)=>{const target=event.target instanceof Element&&event.target.closest(targets[event.type]);" +
  "const last=held.at(-1);" +
  "if(target&&!(last&&last.target===target&&last.type===event.type))held.push({target,type:event.type})};" +
  "for(const type in targets)document.addEventListener(type,hold,true);" +
  "window.encaixeEarlyInput=()=>{for(const type in targets)document.removeEventListener(type,hold,true);" +
  "delete window.encaixeEarlyInput;" +
  "for(const{target,type}of held)if(target.isConnected&&!target.disabled)" +
  "type==='click'?target.click():target.dispatchEvent(new Event(type,{bubbles:true}))}})()";

/**
 * Run once React owns the page (a page the browser drew has nothing held). Not within React's own work: the
 * page's Suspense boundaries hydrate after the shell, and an event reaching one still waiting has React hydrate
 * it at once, which it cannot do while running effects (the event was dropped).
 */
export const replayEarlyInput = () => {
  setTimeout(() => window.encaixeEarlyInput?.());
};
