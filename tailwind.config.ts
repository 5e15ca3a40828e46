import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in client/src/index.css.
export default {
  // Sources are named in the stylesheets (@source in client/src/index.css and features/admin/admin.css).
  content: [],
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: "#1A1A2E",
          50: "#F1F2F8",
          100: "#E1E3EF",
          700: "#2A2A4A",
        },
        accent: {
          DEFAULT: "#F4B942",
          300: "#F7CB6F",
        },
      },
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Noto Sans",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
      animation: {
        "fade-in": "fade-in 150ms ease-out",
        "slide-in": "slide-in 200ms ease-out",
      },
    },
  },
} satisfies Config;
