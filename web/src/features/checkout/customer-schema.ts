import * as v from 'valibot';

/** SPEC.md section 5: checkout customer information. */
export const CustomerFormSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(2, 'First name is required')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(2, 'Last name is required')),
  email: v.pipe(v.string(), v.trim(), v.email('Please enter a valid email address')),
});
export type CustomerForm = v.InferOutput<typeof CustomerFormSchema>;

export const fullName = (c: CustomerForm) => `${c.firstName} ${c.lastName}`;
