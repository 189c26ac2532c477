import { formatPaise } from '@/shared/domain/money';

/**
 * '₹2,500' for a whole-rupee amount (the bill's lines). Same output as formatRupees, through
 * formatPaise: formatRupees is not on the first load, and importing it from here would put it there.
 */
export const rupees = (amount: number) => formatPaise(amount * 100);
