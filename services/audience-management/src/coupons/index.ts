// The coupons module: coupon audiences (Talon.One) made from segments.
export { couponRoutes } from './routes.ts';
export { seedCoupons } from './seed.ts';
