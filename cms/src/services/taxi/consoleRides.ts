import {
  localDateTime,
  type TTaxiAdminRide,
  type TTaxiRideListQuery,
  whatsappLink,
} from '@nexovia/content-schema'
import { desc, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { drivers, rides } from '../../payload-generated-schema'
import { consoleListPage } from '../lib/consoleListPage'
import { drizzleOf, isoOf } from '../lib/typedDatabase'
import { placeNameIn } from '../places/localPlaces'
import { driverAssignedMail } from './driverMail'
import { driverRideOf, RIDE_MAIL_COLUMNS, RIDE_TRAVELLER_COLUMNS } from './flightWatch'
import { rideTimeZone, rideWhen } from './rideClock'
import { assignmentMail } from './rideMail'
import { tellDriverAssigned } from './rideMessages'
import { claimAssignmentMail, releaseAssignmentMail } from './rideStore'

type RideRow = Record<string, unknown>

const toRide = (row: RideRow): TTaxiAdminRide => ({
  id: Number(row.id),
  customer_name: String(row.customer_name),
  customer_email: String(row.customer_email),
  customer_phone: String(row.customer_phone),
  origin_address: String(row.origin_address),
  destination_address: String(row.destination_address),
  distance_km: Number(row.distance_km),
  duration_min: Number(row.duration_min),
  scheduled_datetime: isoOf(String(row.scheduled_at)),
  passengers: Number(row.passengers),
  luggage_count: Number(row.luggage_count),
  service_type: row.service_type as TTaxiAdminRide['service_type'],
  zone: row.zone as TTaxiAdminRide['zone'],
  area: (row.area as TTaxiAdminRide['area']) ?? null,
  price: Number(row.price),
  currency: row.currency as TTaxiAdminRide['currency'],
  status: row.status as TTaxiAdminRide['status'],
  assigned_driver: row.driver_id
    ? { id: Number(row.driver_id), name: String(row.driver_name), license_plate: String(row.driver_plate) }
    : null,
  admin_notes: (row.admin_notes as string | null) ?? null,
  meeting_name: (row.meeting_name as string | null) || null,
  flight: row.flight_number
    ? {
        flight_number: String(row.flight_number),
        airport: String(row.arrival_airport),
        status: (row.flight_status as string | null) ?? null,
        time_zone: rideTimeZone(row),
        local_pickup: localDateTime(new Date(String(row.scheduled_at)), rideTimeZone(row)),
      }
    : null,
  notes: (row.notes as string | null) || null,
  options: {
    child_seat: Boolean(row.child_seat),
    vip_service: Boolean(row.vip_service),
    extra_stop: Boolean(row.extra_stop),
  },
  created_at: isoOf(String(row.created_at)),
})

/** The columns toRide reads, named as the rides table names them. */
const rideColumns = {
  id: rides.id,
  ...RIDE_TRAVELLER_COLUMNS,
  distance_km: rides.distanceKm,
  duration_min: rides.durationMin,
  scheduled_at: rides.scheduledAt,
  passengers: rides.passengers,
  luggage_count: rides.luggageCount,
  service_type: rides.serviceType,
  zone: rides.zone,
  area: rides.area,
  price: rides.price,
  currency: rides.currency,
  status: rides.status,
  driver_id: rides.driver,
  admin_notes: rides.adminNotes,
  meeting_name: rides.meetingName,
  flight_number: rides.flightNumber,
  arrival_airport: rides.arrivalAirport,
  flight_status: rides.flightStatus,
  notes: rides.notes,
  child_seat: rides.childSeat,
  vip_service: rides.vipService,
  extra_stop: rides.extraStop,
  created_at: rides.createdAt,
  driver_name: drivers.name,
  driver_plate: drivers.licensePlate,
}

/** The console's rides table: newest pick-up first, with the driver, one page of it, in the console's language. */
export async function listConsoleRides(payload: Payload, query: TTaxiRideListQuery) {
  const { rows, pagination } = await consoleListPage(payload, {
    select: (db) =>
      db.select(rideColumns).from(rides).leftJoin(drivers, eq(drivers.id, rides.driver)).$dynamic(),
    counted: rides,
    where: query.status ? eq(rides.status, query.status) : undefined,
    orderBy: [desc(rides.scheduledAt), desc(rides.id)],
    page: query,
  })
  // A place the traveller chose among ours is named in the console's language, not the traveller's.
  const named = await Promise.all(
    rows.map(async (row) => {
      const ride = toRide(row)
      const [from, to] = await Promise.all([
        placeNameIn(payload, ride.origin_address, query.locale),
        placeNameIn(payload, ride.destination_address, query.locale),
      ])
      return { ...ride, origin_address: from, destination_address: to }
    }),
  )
  return { rides: named, pagination }
}

/** True when a ride with this id exists (a refused move is then a 409, not a 404). */
export async function rideExists(payload: Payload, id: number): Promise<boolean> {
  return (await drizzleOf(payload).$count(rides, eq(rides.id, id))) > 0
}

/** A driver's name and plate, as the history of the ride's booking names them. */
export async function driverNameOf(payload: Payload, driverId: number): Promise<string> {
  const [found] = await drizzleOf(payload)
    .select({ name: drivers.name, plate: drivers.licensePlate })
    .from(drivers)
    .where(eq(drivers.id, driverId))
  return found ? `${found.name} (${found.plate})` : String(driverId)
}

/** Sends the traveller their driver's name and plate, once; a failure is logged (the claim is given back). */
export async function mailAssignment(payload: Payload, rideId: number, now: Date): Promise<void> {
  if (!(await claimAssignmentMail(payload, rideId, now))) return
  try {
    const [ride] = await drizzleOf(payload)
      .select({
        ...RIDE_MAIL_COLUMNS,
        driver_name: drivers.name,
        driver_plate: drivers.licensePlate,
        driver_phone: drivers.phone,
        driver_whatsapp: drivers.whatsapp,
      })
      .from(rides)
      .innerJoin(drivers, eq(drivers.id, rides.driver))
      .where(eq(rides.id, rideId))
    if (!ride) return
    const { locale } = ride
    const at = isoOf(ride.scheduled_at)
    const phone = ride.driver_phone || null
    const mail = assignmentMail({
      email: ride.customer_email,
      locale,
      from: ride.origin_address,
      to: ride.destination_address,
      when: rideWhen(ride, at, locale),
      driverName: ride.driver_name,
      plate: ride.driver_plate,
      driverPhone: phone,
      whatsapp: whatsappLink(ride.driver_whatsapp || phone),
      meetingName: ride.meeting_name || ride.customer_name,
    })
    await tellDriverAssigned(payload, {
      bookingId: ride.booking_id ?? null,
      locale,
      driver: ride.driver_name,
      whenIn: (language) => rideWhen(ride, at, language),
      email: async () => {
        await payload.sendEmail(mail)
      },
    })
    // The driver learns the ride too (notes, options, the sign), when the console has their address.
    if (ride.driver_email) await payload.sendEmail(driverAssignedMail(driverRideOf(ride, at)))
  } catch (cause) {
    payload.logger.error(`Driver mail of ride ${rideId} failed: ${String(cause)}`)
    await releaseAssignmentMail(payload, rideId)
  }
}
