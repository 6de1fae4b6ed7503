import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules: scanners need it to find the code's edges. */
const MARGIN = 2;

/**
 * `text` as a QR code, drawn as an SVG of our own from the modules `qrcode` computes: no markup string is put into
 * the page, and nothing is drawn on a canvas.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let dark = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) dark += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
      }
    }
    return { path: dark, size: modules.size + 2 * MARGIN };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded border bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
