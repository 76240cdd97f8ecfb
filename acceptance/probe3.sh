#!/usr/bin/env bash
# Issue 30's probe, findings 1, 4 and 5, against a running stack (`npm run dev` or `npm start`),
# through the site's /api proxy: references of consecutive bookings follow no formula of their id,
# lookup misses share one budget, a console id past the integer column is a 4xx, HEAD is GET
# without a body, the payment status names nobody. Prints one line per check; exits 1 on a failure.
# SITE_URL (default http://localhost:4321), ADMIN_USERNAME / ADMIN_PASSWORD (the dev defaults).
set -u
SITE=${SITE_URL:-http://localhost:${SITE_PORT:-4321}}
NODE=$(dirname "$0")/../node_modules/.bin/node
failed=0
check() { if [ "$2" = "$3" ]; then echo "ok   $1"; else echo "FAIL $1: got $2, want $3"; failed=1; fi; }
json() { "$NODE" -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }

# 5: HEAD answers as GET, without a body.
head_status=$(curl -s -o /tmp/probe3-head -w '%{http_code}' -I "$SITE/api/health")
check 'HEAD /api/health' "$head_status" 200
check 'HEAD /api/posts?limit=1' "$(curl -s -o /dev/null -w '%{http_code}' -I "$SITE/api/posts?limit=1")" 200

# 1: two consecutive bookings paid through the test checkout; their references against the old formula.
package_id=$(curl -s "$SITE/api/payments/packages/flights" | json 'Object.values(v)[0].id')
pay() {
  local url session
  url=$(curl -s -X POST "$SITE/api/payments/flight/checkout" -H 'content-type: application/json' \
    -d "{\"package_id\":$package_id,\"passengers\":1,\"user_email\":\"probe3-$RANDOM@example.com\"}" | json 'v.checkout_url')
  session=$(echo "$url" | sed -n 's/.*session_id=\([^&]*\).*/\1/p')
  curl -s -o /dev/null -X POST "$SITE/api/payments/test-checkout/$session/pay" -H 'content-type: application/json' \
    -d '{"number":"4242 4242 4242 4242","expiry":"12/34","cvc":"123","name":"Pat Probe"}'
  echo "$session"
}
first=$(pay)
second=$(pay)
status_json=$(curl -s "$SITE/api/payments/status/$second")
refs=$(for s in "$first" "$second"; do curl -s "$SITE/api/payments/status/$s" | json 'v.booking_reference'; done | tr '\n' ' ')
# The old scheme inverted: (value XOR 0x15a3c5e9) × 0x2f1e4a6b⁻¹ mod 2^30 gave the booking's id, so
# consecutive bookings gave consecutive numbers.
consecutive=$("$NODE" -e "
const A='23456789ABCDEFGHJKLMNPQRSTUVWXYZ',S=2n**30n,m=0x2f1e4a6bn;let i=1n;for(let k=0;k<5;k++)i=(i*(2n-m*i))%S
const id=r=>((([...r.slice(3)].reduce((v,c)=>v*32n+BigInt(A.indexOf(c)),0n)^0x15a3c5e9n)*i)%S+S)%S
const [a,b]=process.argv.slice(1);console.log(id(b)-id(a)===1n)" $refs)
check "references $refs are not consecutive ids under the old formula" "$consecutive" false
check 'payment status names no passenger (a package; flight itineraries: tests/int/booking-travellers)' "$(echo "$status_json" | grep -c 'Pat Probe')" 0

# 1: one budget of misses for lookup, resend and cancel (10 per client per 15 minutes; npm run dev's
# RATE_LIMIT_FACTOR is 1): the eleventh miss, wherever it lands, is refused.
miss='{"reference":"NX-7K3Q9P","email":"nobody@example.com"}'
last=
for path in '' '' '' '' /resend /resend /resend /cancel /cancel /cancel ''; do
  last=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$SITE/api/bookings/lookup$path" -H 'content-type: application/json' -d "$miss")
done
check 'the eleventh lookup-type miss' "$last" 429

# 4: a console id past PostgreSQL's integer is a 4xx.
jar=$(mktemp)
curl -s -o /dev/null -c "$jar" -X POST "$SITE/api/admins/login" -H 'content-type: application/json' \
  -d "{\"username\":\"${ADMIN_USERNAME:-admin}\",\"password\":\"${ADMIN_PASSWORD:-nexovia-admin-dev}\"}"
check 'GET /api/taxi/admin/drivers/available?ride_request_id=3000000000' \
  "$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "$SITE/api/taxi/admin/drivers/available?ride_request_id=3000000000")" 400
rm -f "$jar"
exit $failed
