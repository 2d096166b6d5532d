vcl 4.1;
# Varnish in front of the storefront (issue 22, docs/deploy.md). Pages the storefront answers
# `public, s-maxage=…, stale-while-revalidate=…` are kept for s-maxage and served stale for the
# stale-while-revalidate while one fetch refreshes them; everything it answers `private, no-store`
# (a shopper's pages, the API) is never kept. Admin writes BAN pages by their Surrogate-Key.

import std;
import directors;

# BACKENDS: the storefront processes (scripts/stack.ts writes one `backend` per process here)
backend storefront1 {
  .host = "127.0.0.1";
  .port = "3000";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}
# END BACKENDS

# Who may BAN: the storefront processes (CDN_PURGE_URL points here).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new storefronts = directors.round_robin();
  # DIRECTOR: one line per backend
  storefronts.add_backend(storefront1);
  # END DIRECTOR
}

sub vcl_recv {
  set req.backend_hint = storefronts.backend();

  # BAN with X-Purge-Keys: "templates product:blue-shirt" drops every page naming one of them
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    if (!req.http.X-Purge-Keys || req.http.X-Purge-Keys !~ "^[A-Za-z0-9_.:*-]+( [A-Za-z0-9_.:*-]+)*$") {
      return (synth(400, "X-Purge-Keys must name surrogate keys"));
    }
    set req.http.X-Purge-Pattern = regsuball(regsuball(req.http.X-Purge-Keys, "[.*]", "[\0]"), " ", "|");
    # no space inside the regex: ban() splits its argument at spaces
    ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" + req.http.X-Purge-Pattern + ")([[:space:]]|$)");
    return (synth(200, "Banned"));
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # headers no cached page may depend on, whoever sends them (cache poisoning)
  unset req.http.X-Forwarded-Host;
  unset req.http.Forwarded;

  # The storefront's own cookies (consent, heartbeat, the shopper hint) do not change a page: they
  # are left out of the lookup. Any other cookie (sf_session, cart_session, sf_store_unlock,
  # whatever a platform sets) makes the request the shopper's own: passed to the storefront with
  # every cookie, which answers a public page as everyone gets it (decision 0022).
  if (req.http.Cookie) {
    set req.http.X-Shopper-Cookie = regsuball(req.http.Cookie, "(^|;)\s*(sf_cookie_consent|sf_heartbeat|sf_shopper)=[^;]*", "");
    if (req.http.X-Shopper-Cookie ~ "[^;\s]") {
      unset req.http.X-Shopper-Cookie;
      return (pass);
    }
    unset req.http.X-Shopper-Cookie;
    unset req.http.Cookie;
  }
  if (req.http.Authorization) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  # never keep a shopper's answer: one with a cookie, a private one, or a server error
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache" || beresp.status >= 500) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    return (deliver);
  }
  # s-maxage is the TTL (Varnish reads it); stale-while-revalidate is how long it serves stale
  if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # the keys are for this cache, not for browsers
  unset resp.http.Surrogate-Key;
}
