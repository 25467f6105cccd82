/**
 * Chart export: the SVG as drawn, and a PNG made by drawing that SVG onto a canvas
 * (no server round trip, and the PNG is exactly the chart on screen).
 */

/** The chart's SVG as a standalone file (namespaces set, so it opens outside the page). */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  // A white ground: a transparent PNG or SVG reads badly in dark viewers.
  copy.style.background = 'white';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start the download before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadSvg(svg: SVGSVGElement, name: string): void {
  download(new Blob([svgText(svg)], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** Draws the SVG at twice its size (sharp on dense screens) and downloads the canvas as PNG. */
export async function downloadPng(svg: SVGSVGElement, name: string): Promise<void> {
  const box = svg.getBoundingClientRect();
  const width = Number(svg.getAttribute('width')) || Math.ceil(box.width);
  const height = Number(svg.getAttribute('height')) || Math.ceil(box.height);
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.width = width;
    img.height = height;
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('the chart could not be drawn'));
      img.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.fillStyle = 'white';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.scale(scale, scale);
    g.drawImage(img, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no PNG');
    download(blob, `${name}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
