/** The plugin's MDX components, bound to the page's version. */
import type { ComponentProps } from 'react';
import type { PluginComponents } from '@/lib/plugins/types';
import { ConfigReference } from './ConfigReference';
import { ConfigValidatorBlock } from './ConfigValidatorBlock';

export const vclusterComponents: PluginComponents = ({ version }) => ({
  ConfigReference: (p: ComponentProps<typeof ConfigReference>) => <ConfigReference {...p} pageVersion={version.name} />,
  ConfigValidator: (p: ComponentProps<typeof ConfigValidatorBlock>) => <ConfigValidatorBlock {...p} pageVersion={version.name} />,
});
