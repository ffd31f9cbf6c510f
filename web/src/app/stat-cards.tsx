import { Card, SimpleGrid, Text } from '@mantine/core'

/** A titled section of small figure cards ("Saved 12"): the label first, as a reader says it. */
export function StatCards ({ id, title, cards }: { id: string; title: string; cards: readonly (readonly [string, string])[] }) {
  return (
    <section aria-labelledby={id}>
      <Text id={id} component="h2" fw={600} mb="xs">{title}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" mb="lg">
        {cards.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm">{label}</Text>
            <Text fw={700} size="xl">{value}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
