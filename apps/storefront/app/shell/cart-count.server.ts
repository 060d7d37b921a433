/** The header cart badge's count (server only): never fails the page, 0 when unknown. */
import type { ShellContext } from './context.ts';

export async function headerCartCount(shell: Pick<ShellContext, 'cartItemCount'>): Promise<number> {
  if (!shell.cartItemCount) return 0;
  try {
    const count = await shell.cartItemCount();
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch (error) {
    console.warn(`cart count unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}
