/** window.open features for a popup of `size`, centred on the portal's window. */
export function popupFeatures(size: { width: number; height: number }): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  return `popup,width=${size.width},height=${size.height},left=${left},top=${top}`;
}
