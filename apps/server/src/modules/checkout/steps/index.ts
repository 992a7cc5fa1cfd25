import type { DiscountStep } from '../pricing.ts';
import { couponStep } from './coupon.ts';
import { flashStep } from './flash.ts';
import { groupStep } from './group.ts';
import { reductionStep } from './reduction.ts';

/** The pricing pipeline's discounts, in their documented order (docs/promotions.md#pricing). */
export const discountSteps: readonly DiscountStep[] = [flashStep, groupStep, reductionStep, couponStep];
