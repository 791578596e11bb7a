/**
 * Copy-to-clipboard helper (spec §9): logs a Chinese confirmation to the console; callers decide
 * whether to toast. Falls back to a hidden textarea where the async clipboard is unavailable
 * (http origins other than localhost, older browsers).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      console.info("复制成功");
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  if (copied) console.info("复制成功");
  return copied;
}
