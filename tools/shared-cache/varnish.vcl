# Varnish in front of the gateways (decision 044): keeps the pages they mark shareable (Cache-Control s-maxage),
# tags each with its Surrogate-Key through varnish-modules' xkey, and drops exactly the tagged pages when a gateway
# sends `PURGE` with an `xkey` header (SHARED_CACHE_PURGE_URL=http://<this varnish>/). Debian: apt-get install
# varnish varnish-modules. List every gateway as a backend; the round-robin director spreads the requests.
vcl 4.1;

import directors;
import xkey;

backend gateway_1 { .host = "127.0.0.1"; .port = "3000"; }
backend gateway_2 { .host = "127.0.0.1"; .port = "3100"; }

# Who may purge: the gateways' addresses.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new gateways = directors.round_robin();
  gateways.add_backend(gateway_1);
  gateways.add_backend(gateway_2);
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "An xkey header names the keys to purge"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
  }
  set req.backend_hint = gateways.backend();
  # Everything else is Varnish's built-in logic: a request with a cookie (a session, a preview) is passed on.
}

sub vcl_backend_response {
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.hits > 0) {
    set resp.http.X-Shared-Cache = "HIT";
  } else {
    set resp.http.X-Shared-Cache = "MISS";
  }
}
