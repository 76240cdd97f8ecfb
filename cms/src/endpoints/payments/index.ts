import type { Endpoint } from 'payload'
import { flightCheckoutEndpoint, hotelCheckoutEndpoint } from './checkoutEndpoints'
import {
  flutterwaveWebhookEndpoint,
  mobileMoneyChargeEndpoint,
  mobileMoneyVerifyEndpoint,
} from './mobileMoneyEndpoints'
import { flightPackagesEndpoint, hotelPackagesEndpoint } from './packagesEndpoint'
import { paymentStatusEndpoint } from './statusEndpoint'
import { testCheckoutPayEndpoint, testCheckoutViewEndpoint } from './testCheckoutEndpoints'
import { paymentWebhookEndpoint } from './webhookEndpoint'

export const paymentEndpoints: Endpoint[] = [
  flightPackagesEndpoint,
  hotelPackagesEndpoint,
  flightCheckoutEndpoint,
  hotelCheckoutEndpoint,
  paymentStatusEndpoint,
  testCheckoutViewEndpoint,
  testCheckoutPayEndpoint,
  paymentWebhookEndpoint,
  mobileMoneyChargeEndpoint,
  mobileMoneyVerifyEndpoint,
  flutterwaveWebhookEndpoint,
]
