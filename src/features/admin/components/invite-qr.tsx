import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The invite link as a QR code (qrcode-generator), drawn as SVG rectangles: a phone's camera opens it. */
export function InviteQr({ url }: { url: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(url);
    qr.make();
    const n = qr.getModuleCount();
    const dark: [number, number][] = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) dark.push([r, c]);
    return { n, dark };
  }, [url]);
  const size = cells.n + 8;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={176} height={176} role="img" aria-label="QR code of the invite link" data-testid="invite-qr" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path fill="#000" d={cells.dark.map(([r, c]) => `M${c + 4} ${r + 4}h1v1h-1z`).join('')} />
    </svg>
  );
}
