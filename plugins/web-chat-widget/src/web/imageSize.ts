/**
 * The pixel size of an image at an https address, read by the browser (the core has no file
 * uploads, so widgets name their images by address and the dashboard checks the size: spec 2, 5
 * "widget favicon 500x500; widget logo 100x100"). Null when it cannot be loaded.
 */
export function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  });
}
