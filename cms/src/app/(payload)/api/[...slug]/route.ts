/* Payload's template, each method behind refuseMalformedUrl; HEAD answered as GET without a body. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { refuseMalformedUrl } from '../../../../access/refuseMalformedUrl'
import { headAsGet } from '../../../../http/headAsGet'

export const GET = refuseMalformedUrl(REST_GET(config))
export const HEAD = refuseMalformedUrl(headAsGet(REST_GET(config)))
export const POST = refuseMalformedUrl(REST_POST(config))
export const DELETE = refuseMalformedUrl(REST_DELETE(config))
export const PATCH = refuseMalformedUrl(REST_PATCH(config))
export const PUT = refuseMalformedUrl(REST_PUT(config))
export const OPTIONS = refuseMalformedUrl(REST_OPTIONS(config))
