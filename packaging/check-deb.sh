#!/usr/bin/env bash
# The .deb of `make package` on a fresh, minimal Debian 12 root, as a user installs it:
# `apt-get install ./gridlogic_*.deb` (its Depends and Recommends from the archive), then, as an
# ordinary user in another folder, `gridlogic --version` (every module found), a solve, a render
# to PNG and `gridlogic serve` answering its page and the API; then `apt-get remove gridlogic`
# must leave none of the package's files behind.
# usage (as root, with debootstrap or a cached root; a few minutes):
#   packaging/check-deb.sh build/gridlogic_0.1.0_amd64.deb
set -u
deb=$(readlink -f "${1:?usage: check-deb.sh PACKAGE.deb}")
cache=${XDG_CACHE_HOME:-$HOME/.cache}/gridlogic-check-deb
base=$cache/bookworm-minbase.tar
root=$cache/root
mkdir -p "$cache"
cleanup() { umount "$root/dev" 2>/dev/null; umount "$root/proc" 2>/dev/null; }
trap cleanup EXIT
if [ ! -f "$base" ]; then
  command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
  mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
  [ -n "$mirror" ] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list)
  rm -rf "$root"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
    { echo "check-deb: debootstrap failed (see $cache/debootstrap.log)"; exit 1; }
  tar -C "$root" -cf "$base" . && rm -rf "$root"
fi
cleanup
rm -rf "$root" && mkdir -p "$root" && tar -C "$root" -xf "$base"
mount -t proc proc "$root/proc" && mount --bind /dev "$root/dev" || { echo "check-deb: cannot mount"; exit 1; }
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp /etc/apt/sources.list.d/*.sources "$root/etc/apt/sources.list.d/" 2>/dev/null && rm -f "$root/etc/apt/sources.list"
cp "$deb" "$root/tmp/"
name=$(basename "$deb")

cat >"$root/tmp/as-user.sh" <<'USER'
set -eu
mkdir -p /tmp/elsewhere && cd /tmp/elsewhere
gridlogic --version
for module in milp m4ri cairo http; do
  gridlogic --version | grep -q "gridlogic_$module.so: /usr/bin/../lib/gridlogic/" ||
    { echo "module $module not found"; exit 1; }
done
echo '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' >s.txt
gridlogic solve --json s.txt | grep -q '"status":"solved"'
gridlogic solve --json --engine milp s.txt | grep -q '"status":"solved"'
gridlogic render s.txt --to png -o s.png
[ "$(head -c 8 s.png | od -An -c | tr -d ' ')" = "211PNG\r\n032\n" ]
gridlogic serve --port 0 2>serve.log &
server=$!
for _ in $(seq 50); do grep -q "serving http" serve.log && break; sleep 0.1; done
port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' serve.log)
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' >&3
page=$(cat <&3)
exec 3<&-
echo "$page" | head -1 | grep -q "200" && echo "$page" | grep -qi "<html"
exec 3<>"/dev/tcp/127.0.0.1/$port"
body=$(cat s.txt)
printf 'POST /api/count?limit=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s' \
  "${#body}" "$body" >&3
answer=$(cat <&3)
exec 3<&-
echo "$answer" | grep -q '"num_solutions":1'
kill -TERM "$server" && wait "$server"
echo "as a user: version, solve, milp, render, serve: all work"
USER

run() { chroot "$root" bash -c "$1"; }
ok=1
run "apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q /tmp/$name >/tmp/install.log 2>&1" ||
  { echo "check-deb: apt-get install failed"; tail -20 "$root/tmp/install.log"; exit 1; }
# The unit is installed, and nothing enabled it.
[ -f "$root/usr/lib/systemd/system/gridlogic.service" ] || { echo "check-deb: no systemd unit"; ok=0; }
if find "$root/etc/systemd" -name 'gridlogic*' 2>/dev/null | grep -q .; then
  echo "check-deb: the package enabled its unit"; ok=0
fi
run "useradd -m player && chmod 644 /tmp/as-user.sh && su player -c 'bash /tmp/as-user.sh'" || ok=0
run "dpkg -L gridlogic" >"$cache/files.txt"
run "DEBIAN_FRONTEND=noninteractive apt-get remove -y -q gridlogic >/dev/null 2>&1" ||
  { echo "check-deb: apt-get remove failed"; ok=0; }
left=""
while read -r path; do
  [ -e "$root$path" ] || continue
  [ -d "$root$path" ] && case "$path" in */gridlogic|*/gridlogic/*) ;; *) continue ;; esac
  left="$left $path"
done <"$cache/files.txt"
if [ -n "$left" ]; then
  echo "check-deb: left behind after apt-get remove:$left"
  ok=0
fi
if [ $ok = 1 ]; then
  echo "check-deb: $name installs, works as a user and is removed whole: 1 passed, 0 failed"
else
  echo "check-deb: $name FAILS"
fi
[ $ok = 1 ]
