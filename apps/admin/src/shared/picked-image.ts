/**
 * A picture an operator picked for upload (a banner, a chat attachment): checked in the browser
 * before it is sent — the server checks again by the bytes — and read as a data URL.
 */

/** What the server takes at most (spec §5: 5 MB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why `file` cannot go: `invalid` when not one of `types`, `tooLarge` over 5 MB; null when it can. */
export const pickedImageProblem = <I extends string, L extends string>(
  file: File,
  types: readonly string[],
  keys: { invalid: I; tooLarge: L },
): I | L | null =>
  !types.includes(file.type) ? keys.invalid : file.size > IMAGE_MAX_BYTES ? keys.tooLarge : null;

/** A picked file as a data URL (null when it cannot be read). */
export const readDataUrl = (file: File) =>
  new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
