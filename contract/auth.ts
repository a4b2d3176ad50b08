import * as v from 'valibot';
import { visible } from './visible-text.js';

/**
 * HTTP contract of accounts and the admin login (docs/product.md sections 3, 5 and 7). The API validates
 * request bodies with these same schemas, so server and form show the same messages.
 */
const requiredString = (message: string) => v.pipe(v.string(message), visible(), v.trim(), v.minLength(1, message));
/** A missing field is treated as empty, so it gets the field's own message rather than valibot's "Invalid key". */
const field = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

export const LoginSchema = v.object({
  username: field(v.pipe(requiredString('Username is required'), v.maxLength(100, 'Username is too long'))),
  password: field(
    v.pipe(
      v.string('Password is required'),
      v.minLength(1, 'Password is required'),
      v.maxLength(256, 'Password is too long'),
    ),
  ),
});

export const RegisterSchema = v.object({
  username: field(
    v.pipe(
      v.string('Username must be at least 3 characters'),
      // Stored as it looks: "ad\u200Bmin" is "admin", and a bidi control cannot disguise it (contract/visible-text.ts).
      visible(),
      v.trim(),
      v.minLength(3, 'Username must be at least 3 characters'),
      v.maxLength(50, 'Username must be at most 50 characters'),
    ),
  ),
  email: field(
    v.pipe(
      v.string('Invalid email address'),
      v.trim(),
      v.email('Invalid email address'),
      v.maxLength(254, 'Invalid email address'),
    ),
  ),
  password: field(
    v.pipe(
      v.string('Password must be at least 6 characters'),
      v.minLength(6, 'Password must be at least 6 characters'),
      v.maxLength(256, 'Password must be at most 256 characters'),
    ),
  ),
});

/** The registration form: confirmPassword is checked in the browser and removed before sending. */
export const RegisterFormSchema = v.pipe(
  v.object({
    ...RegisterSchema.entries,
    confirmPassword: field(
      v.pipe(v.string('Please confirm your password'), v.minLength(1, 'Please confirm your password')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);

/** GET /api/user, POST /api/login and POST /api/register answer with the user. */
export const UserSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  isAdmin: v.boolean(),
});

/** GET /api/admin/auth-check (401 for everyone who is not an administrator). */
export const AdminAuthCheckSchema = v.object({ isAdmin: v.boolean() });

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;
export type UserDto = v.InferOutput<typeof UserSchema>;
