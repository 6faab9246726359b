/** Lets the browser take input and paint between steps of the start-up, rather than run them as one long task. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// main.tsx imports this module before the app's modules, and this await ends the task that evaluated the
// libraries (the vendor chunk): the app's own modules (the shell chunk, which begins with this one) are evaluated
// in a task of their own. On a phone's CPU (4× slower) the two had been one task of 100–280 ms in which the page
// took no input.
await nextTask();
