/**
 * main.tsx imports this before the app's modules. Its top-level await ends the task that evaluated the libraries
 * (the vendor chunk), so the app's own modules (the shell chunk, which begins with this one) are evaluated in a
 * task of their own: on a phone's CPU (4× slower) the two had been one task of 100–280 ms in which the page
 * took no input.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
