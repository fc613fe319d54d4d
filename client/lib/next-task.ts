/**
 * Resolves in a new task of the browser's event loop, so the work after it does not lengthen the
 * task before it. The app's start is cut this way (issue 21): a slow phone runs each piece in a
 * few tens of milliseconds and can answer a tap in between, where one piece of 90 ms held it up.
 * A message, not a timer: the end-to-end tests stop the page's clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
