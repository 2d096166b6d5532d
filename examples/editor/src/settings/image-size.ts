/** The picture's size, read in the browser; refuses what is not an image. */
export function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(
        new Error('This file is not an image the shop can show. Choose a PNG, JPEG, WebP or GIF.'),
      );
    };
    image.src = url;
  });
}
