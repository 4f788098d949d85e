/** Images a member picks to send (spec §5: png or jpg only, 5 MB at most). The server checks again. */
export const IMAGE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FILE_TYPES = ['image/png', 'image/jpeg'];

/** Why a picked file cannot be sent: its type, its size, or null when it can. */
export const imageFileProblem = (file: File): 'type' | 'size' | null =>
  !IMAGE_FILE_TYPES.includes(file.type) ? 'type' : file.size > IMAGE_FILE_MAX_BYTES ? 'size' : null;

/** A picked file as a data URL, or null when it is not a png/jpg of at most 5 MB or cannot be read. */
export const readImageFile = (file: File): Promise<string | null> =>
  new Promise((resolve) => {
    if (imageFileProblem(file)) return resolve(null);
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
