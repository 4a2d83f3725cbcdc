/** The not-found illustration: an ECU board with an unplugged connector. Our own drawing, no external asset. */
export function NotFoundIllustration({ width = 320 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 320 200" role="img" aria-label="404" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id="nf-board" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8eef7" />
          <stop offset="1" stopColor="#d3deee" />
        </linearGradient>
      </defs>
      <ellipse cx="160" cy="182" rx="130" ry="10" fill="#eef1f5" />
      <rect
        x="40"
        y="40"
        width="170"
        height="120"
        rx="10"
        fill="url(#nf-board)"
        stroke="#9fb3cf"
        strokeWidth="2"
      />
      <rect x="95" y="70" width="60" height="60" rx="4" fill="#1f4e8c" />
      <text x="125" y="106" textAnchor="middle" fontFamily="monospace" fontSize="16" fill="#ffffff">
        404
      </text>
      {[0, 1, 2, 3, 4].map((pin) => (
        <g key={pin} stroke="#7d8fa9" strokeWidth="2">
          <line x1={103 + pin * 11} y1="62" x2={103 + pin * 11} y2="70" />
          <line x1={103 + pin * 11} y1="130" x2={103 + pin * 11} y2="138" />
          <line x1="87" y1={78 + pin * 11} x2="95" y2={78 + pin * 11} />
          <line x1="155" y1={78 + pin * 11} x2="163" y2={78 + pin * 11} />
        </g>
      ))}
      <path d="M60 60 h20 v20 M190 140 h-20 v-20" fill="none" stroke="#9fb3cf" strokeWidth="2" />
      <rect x="206" y="86" width="14" height="28" rx="2" fill="#7d8fa9" />
      <path
        d="M220 100 C 240 100, 238 70, 256 70"
        fill="none"
        stroke="#c0c8d4"
        strokeWidth="4"
        strokeDasharray="6 5"
        strokeLinecap="round"
      />
      <rect x="256" y="58" width="30" height="24" rx="4" fill="#f5a623" />
      <g fill="#8a5a00">
        <rect x="286" y="63" width="8" height="4" />
        <rect x="286" y="73" width="8" height="4" />
      </g>
      <g stroke="#f5a623" strokeWidth="2" strokeLinecap="round">
        <line x1="240" y1="48" x2="246" y2="40" />
        <line x1="252" y1="46" x2="254" y2="36" />
        <line x1="230" y1="54" x2="222" y2="48" />
      </g>
    </svg>
  );
}
