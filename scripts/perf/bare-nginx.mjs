// The nginx configuration that serves the bare build of `npm run perf`: the same compression,
// caching and cross-origin isolation as deploy/nginx.conf.template, so that only the bundles differ
// between app and bare. COOP matters to the measurement: a navigation between documents of
// different COOP values moves to a new renderer process (see BLANK_PATH in scripts/perf.mjs).

export function bareNginxConfig({ prefix, root, port, brotli, modules }) {
  const types = 'text/css text/plain application/javascript application/json image/svg+xml';
  return `${brotli ? `load_module ${modules}/ngx_http_brotli_filter_module.so;\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  types {
    text/html html;
    application/javascript js;
    application/json json;
    image/svg+xml svg;
  }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types ${types};
${brotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 256;\n  brotli_types ${types};\n` : ''}  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Cross-Origin-Opener-Policy "same-origin" always;
    add_header Cross-Origin-Resource-Policy "same-origin" always;
    location /assets/ {
      add_header Cross-Origin-Opener-Policy "same-origin" always;
      add_header Cross-Origin-Resource-Policy "same-origin" always;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location / {
      add_header Cache-Control "no-store";
      add_header Cross-Origin-Opener-Policy "same-origin" always;
      add_header Cross-Origin-Resource-Policy "same-origin" always;
      try_files $uri /index.html;
    }
  }
}
`;
}
