/** The slot's sounds: short WebAudio tones (no files), played only when the player turned sound on. */
import { beep } from '../sound.ts';

const notes = (frequencies: readonly number[], stepMs: number, durationMs = 140) =>
  frequencies.forEach((frequency, i) => {
    setTimeout(() => beep(frequency, durationMs, 0.07), i * stepMs);
  });

export const slotSounds = {
  spin: () => beep(440, 60, 0.03),
  reelStop: (reel: number) => beep(260 + reel * 35, 70, 0.05),
  win: () => notes([659, 784, 988], 90),
  bigWin: () => notes([523, 659, 784, 1047, 1319, 1568], 110, 220),
  feature: () => notes([784, 988, 1175, 1568], 120, 200),
};
