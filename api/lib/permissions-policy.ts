import type { RequestHandler } from 'express';

/**
 * Browser features the app never uses are switched off for its pages and anything they embed.
 * Payment stays allowed for the app and Stripe's card frame (wallet buttons).
 */
const POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'browsing-topics=()',
  'interest-cohort=()',
  'payment=(self "https://js.stripe.com")',
].join(', ');

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', POLICY);
  next();
};
