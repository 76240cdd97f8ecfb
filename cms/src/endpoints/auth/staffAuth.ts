import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { signInStaff } from '../../services/auth/signInStaff'
import { guardedBuiltIn } from '../contract/guardedBuiltIn'

/**
 * Payload's own auth endpoints on `admins` (the admin panel's), each guarded by its contract entry;
 * the sign-in also counts wrong passwords per username and client (services/auth/signInStaff.ts).
 */
export const staffAuthEndpoints: Endpoint[] = [
  guardedBuiltIn(API.staffLogin, ({ req, body, keyedLimits, builtIn }) =>
    signInStaff(req, { data: body, failures: keyedLimits.failures, builtIn }),
  ),
  guardedBuiltIn(API.staffForgotPassword),
  guardedBuiltIn(API.staffResetPassword),
]
