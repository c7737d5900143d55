// Build support for the live demos (src/components/LiveDemo and the home
// page's PhoneDemo): react-native-teleport's web build, and the styles of the
// demo apps (src/examples, the phone's app), which render only in the
// browser, loaded with their code rather than in every page's render-blocking
// stylesheet. Their source view comes from `?highlight` imports
// (src/plugins/static-code).
import type { Plugin } from "@docusaurus/types";

export default function liveDemosPlugin(): Plugin {
  return {
    name: "live-demos",
    configureWebpack(_config, isServer) {
      return {
        ...(!isServer && {
          optimization: {
            splitChunks: {
              cacheGroups: {
                demoAppCss: {
                  test: /[\\/]src[\\/](examples[\\/][^\\/]+|components[\\/]PhoneDemo[\\/]app)\.module\.css$/,
                  type: "css/mini-extract",
                  chunks: "async",
                  enforce: true,
                  // Above Docusaurus's single-stylesheet group (50).
                  priority: 60,
                },
              },
            },
          },
        }),
        module: {
          rules: [
            {
              // The package's ESM build is marked "type": "module" but imports
              // folders without extensions (`./views/Portal`).
              test: /\.js$/,
              include: /[\\/]node_modules[\\/]react-native-teleport[\\/]/,
              resolve: { fullySpecified: false },
            },
          ],
        },
      };
    },
  };
}
