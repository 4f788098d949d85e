/** Short WebAudio beeps for the game clients (off by default; no audio files to download). */
let context: AudioContext | undefined;

export const beep = (frequency: number, durationMs = 120, volume = 0.08) => {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    oscillator.type = 'triangle';
    gain.gain.value = volume;
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + durationMs / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + durationMs / 1000);
  } catch {
    // No audio (old browser, blocked): the game plays silently.
  }
};

export const sounds = {
  tick: () => beep(660, 40, 0.03),
  win: () => {
    beep(784, 120);
    setTimeout(() => beep(1047, 180), 110);
  },
  loss: () => beep(220, 200),
};
