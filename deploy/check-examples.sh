#!/usr/bin/env bash
# Runs the deployment examples in this folder for real, on loopback (docs/deploy.md says every
# command there was run): the systemd unit is verified, and the app is reached over HTTPS
# through nginx and through Caddy with the shipped configurations, only the names, ports and
# certificates swapped for local ones. Needs Debian's nginx and caddy:
#   apt-get install -y nginx-light caddy
# Usage: bash deploy/check-examples.sh   (from the repository; prints one line per check)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d /tmp/sportkiste-deploy-XXXX)
APP_PORT=13000 NGINX_HTTP=18080 NGINX_HTTPS=18443 CADDY_HTTPS=19443
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*" >&2; exit 1; }
for tool in nginx caddy openssl curl systemd-analyze; do command -v "$tool" >/dev/null || fail "$tool fehlt (apt-get install -y nginx-light caddy openssl curl systemd)"; done

# 1. The systemd unit, with this checkout's paths in place of /opt/sportkiste and /var/lib/sportkiste.
mkdir -p "$WORK/data"
sed -e "s#/opt/sportkiste#$ROOT#g" -e "s#/var/lib/sportkiste#$WORK/data#g" -e "s#/etc/sportkiste/sportkiste.env#$WORK/sportkiste.env#" \
  -e "s#^User=.*#User=root#" -e "s#^Group=.*#Group=root#" deploy/sportkiste.service > "$WORK/sportkiste.service"
touch "$WORK/sportkiste.env"
out=$(systemd-analyze verify "$WORK/sportkiste.service" 2>&1 | grep -v -e 'postgresql.service' -e '^$' || true)
[ -z "$out" ] || fail "systemd-analyze verify: $out"
ok "systemd unit: systemd-analyze verify finds nothing"
for unit in sportkiste-backup.service sportkiste-backup.timer; do
  sed -e "s#/opt/sportkiste#$ROOT#g" -e "s#/var/backups/sportkiste#$WORK/backups#g" -e "s#^User=.*#User=root#" -e "s#^Group=.*#Group=root#" \
    "deploy/$unit" > "$WORK/$unit"
done
out=$(cd "$WORK" && systemd-analyze verify sportkiste-backup.service sportkiste-backup.timer 2>&1 | grep -v -e 'sportkiste.service' -e '^$' || true)
[ -z "$out" ] || fail "systemd-analyze verify (backup units): $out"
ok "backup service and timer: systemd-analyze verify finds nothing"

# The built server and front end, as npm start runs them (builds only what is missing or stale).
node scripts/ensure-build.mjs

# 2. A self-signed certificate for localhost stands in for Let's Encrypt.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null

start_app() { # $1 = public address
  if [ -n "${APP_PID:-}" ]; then kill "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; fi
  env -i PATH="$PATH" HOME="$WORK" NODE_ENV=production PORT=$APP_PORT HOST=127.0.0.1 DATA_DIR="$WORK/data" PUBLIC_URL="$1" \
    TRUSTED_PROXIES=127.0.0.1 LOG_LEVEL=warn METRICS_TOKEN=ein-langes-geheimes-token-fuer-metriken \
    node dist/server.js > "$WORK/app.log" 2>&1 &
  APP_PID=$!
  PIDS+=("$APP_PID")
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$APP_PORT/api/health" >/dev/null && return; sleep 0.5; done
  cat "$WORK/app.log" >&2; fail "the app did not start"
}

# Sign-in, cookie flags, a spoofed X-Forwarded-For, headers and /metrics through one proxy.
check_through() { # $1 = name, $2 = https origin
  local name=$1 origin=$2 jar="$WORK/cookies-$1" headers
  headers=$(curl -sk -D - -o /dev/null "$origin/api/health")
  grep -q '^HTTP/[0-9.]* 200' <<<"$headers" || fail "$name: /api/health not 200: $headers"
  grep -qi '^strict-transport-security: max-age=' <<<"$headers" || fail "$name: no HSTS header over HTTPS"
  ok "$name: /api/health 200 over HTTPS, with HSTS"
  headers=$(curl -sk -D - -o /dev/null -c "$jar" -H "Origin: $origin" -H 'Content-Type: application/json' -H 'X-Forwarded-For: 203.0.113.9' \
    --data '{"email":"betrieb@schule.de","password":"geheim-genug-123"}' "$origin/api/auth/sign-in/email")
  grep -q '^HTTP/[0-9.]* 200' <<<"$headers" || fail "$name: sign-in not 200: $headers"
  grep -i '^set-cookie: .*session_token' <<<"$headers" | grep -qi 'secure' || fail "$name: session cookie without Secure"
  grep -i '^set-cookie: .*session_token' <<<"$headers" | grep -qi 'httponly' || fail "$name: session cookie without HttpOnly"
  ok "$name: sign-in through the proxy; the session cookie is Secure and HttpOnly"
  local ip
  ip=$(curl -sk -b "$jar" "$origin/api/profile/my-data" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const d=JSON.parse(s);console.log(d.sessions.at(-1).ipAddress)})')
  [ "$ip" = "127.0.0.1" ] || fail "$name: the session was recorded for $ip — a client-sent X-Forwarded-For was believed"
  ok "$name: a client's own X-Forwarded-For is not believed (session from $ip)"
  [ "$(curl -sk -o /dev/null -w '%{http_code}' "$origin/metrics")" = 404 ] || fail "$name: /metrics reachable from outside"
  ok "$name: /metrics is not reachable through the proxy"
  # Compression: what a browser asks for arrives compressed, and the bytes are the same.
  local asset encoding
  encoding_of() { curl -sk -D - -o "$WORK/body" -H "Accept-Encoding: $2" "${@:3}" "$origin$1" | tr -d '\r' | awk -F': ' 'tolower($1)=="content-encoding"{print $2}'; }
  asset=$(curl -sk "$origin/" | grep -o '/assets/index-[A-Za-z0-9_-]*\.js' | head -1)
  [ -n "$asset" ] || fail "$name: no script in the page"
  [ "$(encoding_of "$asset" 'gzip, deflate, br')" = br ] || fail "$name: $asset not sent brotli-compressed"
  [ "$(encoding_of "$asset" 'gzip')" = gzip ] || fail "$name: $asset not sent gzip-compressed"
  gunzip -c "$WORK/body" | cmp -s - <(curl -sk -H 'Accept-Encoding: identity' "$origin$asset") || fail "$name: gzip copy of $asset differs"
  [ "$(encoding_of / 'gzip, deflate, br')" = br ] || fail "$name: the page is not sent compressed"
  [ "$(encoding_of /api/collections/fangspiele/items 'gzip, deflate, br' -b "$jar")" = br ] || fail "$name: the content list is not sent compressed"
  ok "$name: page, scripts and API JSON arrive brotli- or gzip-compressed as the browser asks"
}

start_app "https://localhost:$NGINX_HTTPS"
env -i PATH="$PATH" DATA_DIR="$WORK/data" node --import tsx server/cli/user.ts create --email betrieb@schule.de --password geheim-genug-123 >/dev/null
ok "npm run user -- create: account for the checks"
[ "$(curl -s "http://127.0.0.1:$APP_PORT/api/ready")" = '{"status":"ready"}' ] || fail "/api/ready is not ready"
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$APP_PORT/metrics")" = 401 ] || fail "/metrics without the token is not 401"
curl -sf -H 'Authorization: Bearer ein-langes-geheimes-token-fuer-metriken' "http://127.0.0.1:$APP_PORT/metrics" | grep -q '^http_requests_total{' \
  || fail "/metrics with the token has no http_requests_total"
ok "on loopback: /api/ready is ready; /metrics 401 without the token, figures with it"

# 3. nginx with the shipped site file: name, ports, certificate and upstream port swapped.
sed -e "s/sport.example.de/localhost/g" -e "s/listen 80;/listen $NGINX_HTTP;/" -e "s/listen \[::\]:80;/listen [::]:$NGINX_HTTP;/" \
  -e "s/listen 443 ssl/listen $NGINX_HTTPS ssl/" -e "s/listen \[::\]:443 ssl/listen [::]:$NGINX_HTTPS ssl/" \
  -e "s#/etc/letsencrypt/live/localhost/fullchain.pem#$WORK/cert.pem#" -e "s#/etc/letsencrypt/live/localhost/privkey.pem#$WORK/key.pem#" \
  -e "s/127.0.0.1:3000/127.0.0.1:$APP_PORT/" -e 's#https://$host$request_uri#https://$host:'"$NGINX_HTTPS"'$request_uri#' \
  deploy/nginx-sportkiste.conf > "$WORK/site.conf"
cat > "$WORK/nginx.conf" <<CONF
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log;
events {}
http {
  access_log $WORK/nginx-access.log;
  client_body_temp_path $WORK/nginx-body;
  proxy_temp_path $WORK/nginx-proxy;
  include $WORK/site.conf;
}
CONF
nginx -t -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" 2>/dev/null || { nginx -t -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log"; fail "nginx -t"; }
ok "nginx -t accepts deploy/nginx-sportkiste.conf"
nginx -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log"
sleep 0.5
[ "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://localhost:$NGINX_HTTP/profil")" = "301 https://localhost:$NGINX_HTTPS/profil" ] || fail "nginx: http is not redirected to https"
ok "nginx: http:// answers 301 to https://"
check_through nginx "https://localhost:$NGINX_HTTPS"
kill "$(cat "$WORK/nginx.pid")"; rm -f "$WORK/nginx.pid"

# 4. Caddy with the shipped Caddyfile; its own local CA stands in for Let's Encrypt.
start_app "https://localhost:$CADDY_HTTPS"
{ printf '{\n\tlocal_certs\n\tskip_install_trust\n\thttp_port 19080\n\tadmin off\n}\n'; sed -e "s/^sport.example.de {/localhost:$CADDY_HTTPS {/" -e "s/127.0.0.1:3000/127.0.0.1:$APP_PORT/" deploy/Caddyfile; } > "$WORK/Caddyfile"
caddy validate --config "$WORK/Caddyfile" --adapter caddyfile >/dev/null 2>&1 || { caddy validate --config "$WORK/Caddyfile" --adapter caddyfile; fail "caddy validate"; }
ok "caddy validate accepts deploy/Caddyfile"
XDG_DATA_HOME="$WORK/caddy-data" XDG_CONFIG_HOME="$WORK/caddy-config" caddy run --config "$WORK/Caddyfile" --adapter caddyfile > "$WORK/caddy.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 40); do curl -sk -o /dev/null "https://localhost:$CADDY_HTTPS/api/health" && break; sleep 0.5; done
check_through caddy "https://localhost:$CADDY_HTTPS"

# 5. Backup and restore through deploy/run-with-env, as the timer and the rollback steps run them.
printf 'DATA_DIR="%s"\nMAIL_FROM="Sportkiste <betrieb@example.de>"\n' "$WORK/data" > "$WORK/sportkiste.env"
mkdir -p "$WORK/backups"
SPORTKISTE_ENV="$WORK/sportkiste.env" deploy/run-with-env npm run -s backup -- "$WORK/backups/nacht" > "$WORK/backup.log" 2>&1 || { cat "$WORK/backup.log"; fail "backup through run-with-env"; }
ok "deploy/run-with-env npm run backup (while the app runs)"
printf 'DATA_DIR="%s"\n' "$WORK/restored" > "$WORK/restored.env"
SPORTKISTE_ENV="$WORK/restored.env" deploy/run-with-env npm run -s restore -- "$WORK/backups/nacht" > "$WORK/restore.log" 2>&1 || { cat "$WORK/restore.log"; fail "restore through run-with-env"; }
users=$(node -e 'const D=require("better-sqlite3");console.log(new D(process.argv[1],{readonly:true}).prepare("select email from user").all().map(r=>r.email).join(","))' "$WORK/restored/sportkiste.sqlite")
[ "$users" = "betrieb@schule.de" ] || fail "restored database holds [$users] instead of the account"
ok "deploy/run-with-env npm run restore into an empty DATA_DIR: the account is back"
echo "all deployment examples work"
