import type { TTaxiServiceType, TZone } from '../enums.ts'

/** In West Africa taxi rides go through Yango: choosing a place there switches "taxi" to "yango". */
export const serviceTypeForZone = (
  serviceType: TTaxiServiceType,
  zone: TZone | undefined,
): TTaxiServiceType => (zone === 'west-africa' && serviceType === 'taxi' ? 'yango' : serviceType)
