// A server-rendered page shows its buttons, fields and filters before the app's code has arrived: on a phone
// on 4G, seconds in which a tap on the menu button did nothing and was lost, and an area chosen among the
// filters stayed on screen without ever filtering. The page holds what is done meanwhile (this script, inlined
// in its head, allowed by its hash in the CSP) and, once the app owns the page, does it again: each button
// clicked, each select and field told of its change. Links and forms need no help: the browser follows and
// submits them itself. A field React controls does not hear a replayed `input` (it compares with the value it
// found when it hydrated): the pages' fields are plain ones, read on `input` or on submit.

type Held = { target: HTMLElement & { disabled?: boolean }; type: "click" | "change" | "input" };

declare global {
  interface Window {
    encaixeEarlyInput?: { held: Held[]; stop(): void };
  }
}

/** Plain JavaScript, sent as it is: its text is what the CSP's hash is taken of. A run of one event on one element is held once. */
export const earlyInputScript =
  "(()=>{const held=[];" +
  "const targets={click:'#root button[type=button]',change:'#root select',input:'#root input,#root textarea'};" +
  "const hold=(event)=>{const target=event.target instanceof Element&&event.target.closest(targets[event.type]);" +
  "const last=held.at(-1);" +
  "if(target&&!(last&&last.target===target&&last.type===event.type))held.push({target,type:event.type})};" +
  "for(const type in targets)document.addEventListener(type,hold,true);" +
  "window.encaixeEarlyInput={held,stop:()=>{for(const type in targets)document.removeEventListener(type,hold,true)}}})()";

/** Just before hydrateRoot, in its task: from then on React hears the page's events itself (held too, they were done twice). */
export const stopHoldingEarlyInput = () => window.encaixeEarlyInput?.stop();

/**
 * Whether React has hydrated the element. Parts of the page hydrate after the shell, some once their code has
 * loaded, and an event reaching one not yet hydrated is dropped. React names no public sign of it: its fiber
 * key is the one, and should it change, what is held is done after `patience` as before.
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
const patience = 5_000;

/** Run once React owns the page (a page the browser drew holds nothing): does again what was held, in order. */
export function replayEarlyInput() {
  const early = window.encaixeEarlyInput;
  if (!early) return;
  delete window.encaixeEarlyInput;
  const giveUp = performance.now() + patience;
  const next = (index: number) => {
    const held = early.held[index];
    if (!held) return;
    const { target, type } = held;
    if (target.isConnected && !hydrated(target) && performance.now() < giveUp) return void setTimeout(() => next(index), 50);
    if (target.isConnected && !target.disabled) {
      // A menu's button (Radix) opens on the pointer's press, not on a click.
      if (type === "click" && target.getAttribute("aria-haspopup") === "menu") target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true }));
      else type === "click" ? target.click() : target.dispatchEvent(new Event(type, { bubbles: true }));
    }
    next(index + 1);
  };
  // After React's first effects: what the events do is the app's ordinary work, not a step of React's commit.
  setTimeout(() => next(0));
}
