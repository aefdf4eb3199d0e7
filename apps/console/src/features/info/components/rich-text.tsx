import { List, Stack, Text } from '@mantine/core';

/**
 * Long help texts live in the translation files as plain strings: blocks split by blank lines,
 * a block of lines starting with '- ' is a bulleted list, anything else a paragraph.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim());
  return (
    <Stack gap="sm">
      {blocks.map((block) => {
        const lines = block.split('\n').filter((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <List key={block} spacing={6}>
              {lines.map((line) => (
                <List.Item key={line}>{line.slice(2)}</List.Item>
              ))}
            </List>
          );
        }
        return <Text key={block}>{block}</Text>;
      })}
    </Stack>
  );
}
