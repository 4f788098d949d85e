/**
 * Opens a shared table's server-sent feed (live tables' `state`, card tables' `pulse`): EventSource
 * reconnects by itself. Answers its closer. Without EventSource the caller hears an error at once
 * and keeps asking for the state instead.
 */
export const openTableFeed = <T>(
  url: string,
  eventName: string,
  onData: (data: T) => void,
  onError?: () => void,
  onOpen?: () => void,
) => {
  if (typeof EventSource === 'undefined') {
    onError?.();
    return () => {};
  }
  const source = new EventSource(url);
  source.addEventListener(eventName, (event) => {
    try {
      onData(JSON.parse((event as MessageEvent<string>).data) as T);
    } catch {
      // A malformed event is skipped; the next one carries the whole state again.
    }
  });
  source.onopen = () => onOpen?.();
  source.onerror = () => onError?.();
  return () => source.close();
};
