/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input. A message instead of a
 * timer: browsers delay nested timers by 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
