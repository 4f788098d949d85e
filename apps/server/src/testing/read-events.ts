/** Reads server-sent events from a fetch stream until `until` says stop (10 s at most). */
export const readEvents = async (
  response: Response,
  until: (events: { event: string; data: unknown }[]) => boolean,
) => {
  if (!response.body) throw new Error('the response has no body to read events from');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + 10_000;
  while (!until(events)) {
    if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
};
